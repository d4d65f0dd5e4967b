// The pages' JS, CSS and HTML budgets (scripts/check-budgets.ts), checked against BUILD_DIR.
import { sizeLimitChecks } from "./scripts/check-budgets.ts";

export default await sizeLimitChecks();
