import type { Json } from "./test-shop";

/** A reply of the API: HTTP status and the JSON envelope. */
export interface Reply {
  status: number;
  body: Json;
}

/** A fetch response read as the tests compare it: its status and its JSON. */
export const readReply = async (res: Response): Promise<Reply> => ({
  status: res.status,
  body: await res.json(),
});
