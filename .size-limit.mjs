// The size budgets (scripts/check-budgets.ts), checked against BUILD_DIR: each page's first load,
// CSS and HTML, and each island's JavaScript with React's renderer.
import { sizeLimitChecks } from "./scripts/check-budgets.ts";

export default await sizeLimitChecks();
