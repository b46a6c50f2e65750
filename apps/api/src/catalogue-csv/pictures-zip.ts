import { posix } from "node:path";
import { setImmediate } from "node:timers/promises";
import { unzipSync } from "fflate";
import { MAX_PICTURE_BYTES } from "../routes/admin/picture-check";
import { namedLikePicture } from "./picture-problem";

/** The largest zip of pictures the back office takes with a CSV. */
export const MAX_ZIP_BYTES = 200 * 1024 * 1024;
/** The most its pictures may unpack to together (a zip of pictures hardly packs them smaller). */
export const MAX_UNPACKED_BYTES = 400 * 1024 * 1024;
/** Compressed bytes unpacked between two turns of the event loop: the shop keeps answering. */
const BATCH_BYTES = 16 * 1024 * 1024;

/** Why a zip is refused: 400 (not a zip) or 413 (too large), in both languages. */
export class ZipRefusal extends Error {
  constructor(
    readonly status: 400 | 413,
    readonly texts: { nl: string; en: string },
  ) {
    super(texts.en);
    this.name = "ZipRefusal";
  }
}

/** A picture of the zip: its bytes, or none when it is larger than a picture may be. */
export type ZipPicture = { bytes: Uint8Array; tooLarge: false } | { tooLarge: true };

/**
 * A file's name as a path inside the zip (`/` between folders, no leading `./` or `/`); null
 * when it would leave it (`..`) or is no file (a folder, macOS's `__MACOSX` copies).
 */
export function pathInside(name: string): string | null {
  if (name.includes("\0")) return null;
  const path = posix.normalize(name.replace(/\\/g, "/").replace(/^\/+/, ""));
  if (path === "." || path.endsWith("/") || path.split("/").includes("..")) return null;
  if (path.startsWith("__MACOSX/")) return null;
  return path;
}

const broken = (fileName: string) =>
  new ZipRefusal(400, {
    nl: `"${fileName}" is geen leesbaar zip-bestand`,
    en: `"${fileName}" is not a readable zip file`,
  });

interface Entry {
  /** The name as the zip holds it. */
  name: string;
  size: number;
  originalSize: number;
}

/**
 * The pictures of an uploaded zip, found by the path the CSV names them by: as they are in the
 * zip, or under its one top folder when every file is in the same one. Pictures are unpacked in
 * batches between which the shop answers other requests; a broken zip or one that unpacks too
 * large is refused.
 */
export class PicturesZip {
  private constructor(
    private readonly files: Map<string, ZipPicture | "not a picture">,
    private readonly top: string | null,
  ) {}

  static async read(zip: Uint8Array, fileName: string): Promise<PicturesZip> {
    if (zip.byteLength > MAX_ZIP_BYTES) throw PicturesZip.tooLarge();
    const entries = new Map<string, Entry>();
    try {
      unzipSync(zip, {
        filter: (file) => {
          const path = pathInside(file.name);
          if (path && !entries.has(path)) entries.set(path, { ...file });
          return false;
        },
      });
    } catch {
      throw broken(fileName);
    }
    const files = new Map<string, ZipPicture | "not a picture">();
    const wanted: Entry[] = [];
    let unpacked = 0;
    for (const [path, entry] of entries) {
      if (!namedLikePicture(path)) files.set(path, "not a picture");
      else if (entry.originalSize > MAX_PICTURE_BYTES) files.set(path, { tooLarge: true });
      else {
        wanted.push(entry);
        unpacked += entry.originalSize;
      }
    }
    if (unpacked > MAX_UNPACKED_BYTES)
      throw new ZipRefusal(413, {
        nl: `de afbeeldingen in "${fileName}" zijn uitgepakt samen groter dan ${MAX_UNPACKED_BYTES / 1024 / 1024} MB`,
        en: `the pictures in "${fileName}" unpack to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB together`,
      });
    for (let start = 0; start < wanted.length; ) {
      const batch = new Set<string>();
      let bytes = 0;
      while (start < wanted.length && (batch.size === 0 || bytes < BATCH_BYTES)) {
        const entry = wanted[start++]!;
        batch.add(entry.name);
        bytes += entry.size;
      }
      let found: Record<string, Uint8Array>;
      try {
        found = unzipSync(zip, { filter: (file) => batch.delete(file.name) });
      } catch {
        throw broken(fileName);
      }
      for (const [name, picture] of Object.entries(found)) {
        const path = pathInside(name);
        if (path) files.set(path, { bytes: picture, tooLarge: false });
      }
      await setImmediate();
    }
    return new PicturesZip(files, singleTopFolder([...entries.keys()]));
  }

  static tooLarge(): ZipRefusal {
    return new ZipRefusal(413, {
      nl: `is groter dan ${MAX_ZIP_BYTES / 1024 / 1024} MB`,
      en: `is larger than ${MAX_ZIP_BYTES / 1024 / 1024} MB`,
    });
  }

  /** The file a CSV names: a picture, one too large, a file that is no picture, or none. */
  find(name: string): ZipPicture | "not a picture" | null {
    const path = pathInside(name);
    if (!path) return null;
    return (
      this.files.get(path) ?? (this.top ? this.files.get(`${this.top}/${path}`) : null) ?? null
    );
  }
}

/** The folder every file of the zip is in, when there is one. */
function singleTopFolder(paths: readonly string[]): string | null {
  const tops = new Set(paths.map((path) => (path.includes("/") ? path.split("/")[0] : "")));
  const [top] = tops;
  return tops.size === 1 && top ? top : null;
}
