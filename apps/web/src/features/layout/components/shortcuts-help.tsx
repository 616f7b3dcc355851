import { Kbd, Modal, Table } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useShortcuts } from "../../../lib/shortcuts.ts";

/** `?` anywhere (not while typing): the keyboard shortcuts, in a dialog (issue 31). */
export function ShortcutsHelp() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  useShortcuts({ "?": () => setOpened(true) });
  const rows: [string[], string][] = [
    [["j", "k"], t("Next and previous report in a list")],
    [["Enter"], t("Open the report in focus")],
    [["x"], t("Select the report in focus (organization's table)")],
    [["[", "]"], t("Previous and next report of the list you came from")],
    [["r"], t("Reply on a report")],
    [["n"], t("Write an internal note on a report")],
    [["a"], t("Assign the report")],
    [["l"], t("Label the report")],
    [["?"], t("This list")],
  ];
  return (
    <Modal opened={opened} onClose={() => setOpened(false)} title={t("Keyboard shortcuts")} centered>
      <Table verticalSpacing={6}>
        <Table.Tbody>
          {rows.map(([keys, what]) => (
            <Table.Tr key={keys.join("")}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 ? " " : null}
                    <Kbd>{k}</Kbd>
                  </span>
                ))}
              </Table.Td>
              <Table.Td>{what}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
