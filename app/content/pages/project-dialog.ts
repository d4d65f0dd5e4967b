import type { PageCopy } from "../schemas";

/** The texts of the project dialog that are sentences rather than labels. */
export const projectDialogCopy: PageCopy["projectDialog"] = {
  similarMessage: "I'd like to discuss a project similar to {project}.",
};
