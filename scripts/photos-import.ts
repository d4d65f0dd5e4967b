// `npm run photos:import`: the content's photos on other sites, downloaded beside their entries
// (scripts/photos/import.ts). CONTENT_DIR changes the content folder (content/).
import { ContentError, defaultContentDir, loadContent } from "../app/content/load.ts";
import { importPhotos } from "./photos/import.ts";

const dir = defaultContentDir();
const result = await importPhotos({ contentDir: dir, log: (line) => console.log(line) });

const { imported, skipped, failed } = result;
console.log(
  `\nPhotos: ${imported} imported, ${skipped} already beside their entry, ${failed.length} failed.`,
);
if (failed.length > 0) {
  console.error(
    "\nNot imported; each of these files is unchanged, its other photos included. Correct or " +
      "replace the address (or upload the photo in the editor) and run the import again:",
  );
  for (const failure of failed) {
    console.error(`  ${failure.file}: ${failure.field}: ${failure.url}: ${failure.reason}`);
  }
  process.exitCode = 1;
}

if (imported > 0) {
  try {
    loadContent(dir);
    console.log("The content loads as before. Review the change (git status), then commit it.");
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(`\nThe content does not load after the import:\n${error.message}`);
    process.exitCode = 1;
  }
}
