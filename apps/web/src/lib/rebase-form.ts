/** The part of a Mantine form a save resets; any form's return value has it. */
interface Rebaseable<T> {
  setInitialValues(values: T): void;
  setValues(values: T): void;
  resetDirty(values: T): void;
}

/** After a save, the saved values become the form's baseline, so it reads as unchanged again. */
export function rebaseForm<T>(form: Rebaseable<T>, values: T): void {
  form.setInitialValues(values);
  form.setValues(values);
  form.resetDirty(values);
}
