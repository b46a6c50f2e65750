/** Where the cluster's parts answer, handed from the global setup to every cluster test. */
export interface ClusterUrls {
  balancer: string;
  /** process-1, process-2, … straight, past the balancer. */
  processes: string[];
  postgres: string;
  redis: string;
  /** The setup's control server (cluster-control.ts). */
  control: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    cluster: ClusterUrls;
  }
}
