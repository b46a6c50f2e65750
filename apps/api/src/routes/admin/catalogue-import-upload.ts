import { FieldRefusal, refuseField } from "@etalage/commerce";
import type { StoreCode } from "@etalage/contracts";
import type { FastifyRequest } from "fastify";
import { MAX_ZIP_BYTES, PicturesZip, ZipRefusal } from "../../catalogue-csv/pictures-zip";
import { HttpError } from "../../http/http-error";

/** The largest CSV the back office takes in one call; larger catalogues go through npm run import. */
export const MAX_CSV_BYTES = 50 * 1024 * 1024;

/** What an import call sends: the CSV's text, and the zip of its pictures when there is one. */
export interface ImportUpload {
  csv: string;
  pictures: PicturesZip | null;
}

const tooLarge = (field: string, megabytes: number, language: StoreCode) =>
  new HttpError(
    413,
    `${field}: ${language === "nl" ? `is groter dan ${megabytes} MB` : `is larger than ${megabytes} MB`}`,
  );

const notMultipart = () =>
  refuseField(
    "csv",
    "is niet als multipart/form-data verstuurd",
    "was not sent as multipart/form-data",
  );

/**
 * The CSV and its pictures from the request: a `text/csv` body as it is, or multipart/form-data
 * with a `csv` file and an optional `pictures` zip. Too large a part answers 413, a broken zip
 * 400, each naming the part in the member's language.
 */
export async function importUpload(
  request: FastifyRequest,
  language: StoreCode,
): Promise<ImportUpload> {
  if (!request.isMultipart()) {
    return { csv: typeof request.body === "string" ? request.body : "", pictures: null };
  }
  let csv: string | null = null;
  let zip: { bytes: Buffer; name: string } | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_ZIP_BYTES, files: 2, fields: 0, parts: 2 },
    });
    for await (const part of parts) {
      if (part.type !== "file" || (part.fieldname !== "csv" && part.fieldname !== "pictures"))
        throw refuseField(
          part.fieldname,
          "is onbekend: stuur alleen csv en pictures",
          "is unknown: send csv and pictures only",
        );
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch {
        throw part.fieldname === "csv"
          ? tooLarge("csv", MAX_CSV_BYTES / 1024 / 1024, language)
          : tooLarge("pictures", MAX_ZIP_BYTES / 1024 / 1024, language);
      }
      if (part.fieldname === "csv") {
        if (bytes.byteLength > MAX_CSV_BYTES)
          throw tooLarge("csv", MAX_CSV_BYTES / 1024 / 1024, language);
        csv = bytes.toString("utf8");
      } else zip = { bytes, name: part.filename || "pictures.zip" };
    }
  } catch (error) {
    if (error instanceof HttpError || error instanceof FieldRefusal) throw error;
    const code = (error as { code?: string }).code ?? "";
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw tooLarge("pictures", MAX_ZIP_BYTES / 1024 / 1024, language);
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT")
      throw refuseField(
        "csv",
        "en pictures zijn de enige delen, elk één keer",
        "and pictures are the only parts, each once",
      );
    throw notMultipart();
  }
  if (csv === null) throw refuseField("csv", "is verplicht", "is required");
  if (!zip) return { csv, pictures: null };
  try {
    return { csv, pictures: await PicturesZip.read(zip.bytes, zip.name) };
  } catch (error) {
    if (!(error instanceof ZipRefusal)) throw error;
    const text = `pictures: ${error.texts[language]}`;
    if (error.status === 413) throw new HttpError(413, text);
    throw refuseField("pictures", error.texts.nl, error.texts.en);
  }
}
