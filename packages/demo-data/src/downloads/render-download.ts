import { sewingInstructionsPdf } from "./sewing-instructions-pdf";
import { sewingPatternPdf } from "./sewing-pattern-pdf";

/** The demo catalogue's download files, by their path under DATA_DIR/downloads. */
const DEMO_DOWNLOADS: Record<string, () => Promise<Buffer>> = {
  "patterns/naaipatroon-midi-jurk.pdf": sewingPatternPdf,
  "patterns/naai-instructies-midi-jurk.pdf": sewingInstructionsPdf,
};

/** Makes a demo download file, or answers null for a file the demo does not know. */
export function renderDownloadFile(file: string): Promise<Buffer> | null {
  const render = Object.hasOwn(DEMO_DOWNLOADS, file) ? DEMO_DOWNLOADS[file] : undefined;
  return render ? render() : null;
}
