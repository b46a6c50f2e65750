import { stdin, stdout } from "node:process";

/** All of stdin, less its final line break: `printf '%s' "$PW" | npm run staff -- … --password-stdin`. */
async function passwordFromStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

/** One line typed on the terminal without showing it. */
function hiddenLine(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let typed = "";
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off("data", onData);
      stdout.write("\n");
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (text: string) => {
      for (const char of text) {
        if (char === "\r" || char === "\n") return done();
        if (char === "\u0003") return done(new Error("Cancelled"));
        if (char === "\u007f" || char === "\b") typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on("data", onData);
  });
}

/** The staff command's password: from stdin, or asked twice on a terminal. */
export async function readPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin) return passwordFromStdin();
  if (!stdin.isTTY)
    throw new Error("Type the password on a terminal, or pipe it in with --password-stdin");
  const first = await hiddenLine("Password: ");
  const again = await hiddenLine("Password again: ");
  if (first !== again) throw new Error("The two passwords differ");
  return first;
}
