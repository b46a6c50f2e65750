// The second yardstick of the storefront benchmark: bare Node answering each cached page's path
// with the very bytes and headers the shop sent for it (read from the JSON file named on the
// command line), nothing else. What the machine itself allows for those bodies. Prints its port.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const pages = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2], "utf8"))).map(([path, page]) => [
    path,
    { headers: page.headers.flat(), body: Buffer.from(page.body, "base64") },
  ]),
);
const server = createServer((req, res) => {
  const page = pages.get(req.url ?? "");
  if (!page) return res.writeHead(404).end();
  res.writeHead(200, page.headers);
  res.end(page.body);
});
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
