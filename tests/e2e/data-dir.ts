/** Where the browser tests' server keeps its database: one folder per port, so two runs never share one. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4173);
export const e2eDataDir = e2ePort === 4173 ? "data/e2e" : `data/e2e-${e2ePort}`;
