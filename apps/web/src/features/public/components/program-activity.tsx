import { useQuery } from "@tanstack/react-query";
import { programActivitiesQuery } from "../api/public-api.ts";
import { PublicActivityListView } from "./public-activity-list.tsx";

/** The program's Activity tab: its public facts, 20 a page. */
export function ProgramActivity({
  program,
  page,
  onPageChange,
}: {
  program: string;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const list = useQuery(programActivitiesQuery(program, page));
  return <PublicActivityListView list={list} page={page} onPageChange={onPageChange} showProgram={false} />;
}
