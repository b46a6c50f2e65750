// Replaced by the database work: starts a throwaway PostgreSQL server for the postgres project.
export default function setup(): void {}
