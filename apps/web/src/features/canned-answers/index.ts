// The canned answers feature's face (issue 47): the organization's message templates, kept in its
// settings and offered in the report composer and in every state-change dialog.
export { CannedAnswerMenu } from "./components/canned-answer-menu.tsx";
export { CannedAnswerSelect } from "./components/canned-answer-select.tsx";
export { CannedAnswersCard } from "./components/canned-answers-card.tsx";
