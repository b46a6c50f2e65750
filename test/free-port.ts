// The tests' free ports come from the cluster's own helper: one way to find one.
export { freePort } from "../scripts/cluster/wait.mjs";
