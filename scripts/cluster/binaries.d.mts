/** redis-server's path (REDIS_SERVER_PATH, else found here); throws "redis-server not found: apt-get install redis-server". */
export function redisServerProgram(): string;
/** haproxy's path (HAPROXY_PATH, else found here); throws "haproxy not found: apt-get install haproxy". */
export function haproxyProgram(): string;
/** Whether redis-server and haproxy are on this machine. */
export function clusterProgramsFound(): boolean;
