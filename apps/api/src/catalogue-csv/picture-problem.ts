import { FieldRefusal } from "@etalage/commerce";
import type { StoreCode } from "@etalage/contracts";
import { checkPicture } from "../routes/admin/picture-check";

const PICTURE = /\.(jpe?g|png|webp|avif)$/i;

/** True when a file's name is one of a picture the import takes. */
export const namedLikePicture = (name: string) => PICTURE.test(name);

/**
 * Why a picture an import names is not one the shop takes (its name, then its content, as a
 * picture upload is judged), in this language; null when it is one.
 */
export async function importPictureProblem(
  name: string,
  bytes: Uint8Array,
  language: StoreCode,
): Promise<string | null> {
  if (!namedLikePicture(name))
    return language === "nl"
      ? "de naam moet eindigen op .jpg, .png, .webp of .avif"
      : "its name must end in .jpg, .png, .webp or .avif";
  try {
    await checkPicture(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return null;
  } catch (error) {
    if (error instanceof FieldRefusal) return error.texts[language];
    throw error;
  }
}
