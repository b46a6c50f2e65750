/** The listed midi dress as the catalogue's search documents hold it. */
export const midiDress = {
  sku: "JRK-1001",
  status: 1,
  visibility: 4,
  url_key: "midi-jurk-met-stippen",
};

/** The dress's green M: a configurable child, not listed by itself, that names its parent. */
export const midiDressGreenM = {
  sku: "JRK-1001-GROEN-M",
  status: 1,
  visibility: 1,
  url_key: "midi-jurk-met-stippen-groen-m",
  parentSku: "JRK-1001",
  parent_url_key: "midi-jurk-met-stippen",
};
