export { takeJobLease } from "./take-job-lease";
