// The programs a cluster started, written down in its folder, so that a cluster whose command
// was killed outright (SIGKILL, a crash) has its Redis, HAProxy and shop processes stopped by
// the next start instead of left running. PostgreSQL has its own postmaster.pid for that.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const FILE = "running.json";

/** The command line of a running process, or undefined once it is gone. */
function commandLineOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return undefined;
  }
}

/** Remembers the children of this cluster as they start. */
export function recordChildren(dir) {
  const children = [];
  const save = () => writeFileSync(join(dir, FILE), JSON.stringify(children));
  return {
    add(child) {
      if (child.pid === undefined) return;
      const commandLine = commandLineOf(child.pid);
      if (commandLine === undefined) return;
      children.push({ pid: child.pid, commandLine });
      save();
    },
  };
}

/**
 * Kills what an earlier cluster in `dir` left running: only a process whose command line is
 * still the one written down, never another program that got its id since.
 */
export function killLeftovers(dir) {
  const path = join(dir, FILE);
  if (!existsSync(path)) return 0;
  let killed = 0;
  for (const { pid, commandLine } of JSON.parse(readFileSync(path, "utf8"))) {
    if (commandLineOf(pid) !== commandLine) continue;
    process.kill(pid, "SIGKILL");
    killed++;
  }
  writeFileSync(path, "[]");
  return killed;
}
