import { handleEditorApi } from "~/.server/keystatic";
import type { Route } from "./+types/keystatic-api";

// The editor's API: reads, saves and GitHub sign-in (app/.server/keystatic.ts).
export const loader = ({ request }: Route.LoaderArgs) => handleEditorApi(request);
export const action = ({ request }: Route.ActionArgs) => handleEditorApi(request);
