// Modules import one way: no circle of imports, type-only imports counted too (ESLint's
// import/no-cycle skips those, and a circle through types still tangles what depends on what).
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist[^/]*|coverage|test-results|playwright-report)/' },
  },
};
