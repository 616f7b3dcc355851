import { createFileRoute } from "@tanstack/react-router";
import { AboutPage } from "../../features/about/components/about-page.tsx";

export const Route = createFileRoute("/about")({
  component: AboutPage,
});
