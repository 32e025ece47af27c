// Two projects: the API on Node against a real FerretDB, and the browser code in jsdom.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// The contracts package is read from its source, as the bundlers do, not from its build for Node.
const contracts = {
  '^@da-boulder/contracts$': '<rootDir>/contracts/src/index.ts',
  '^@da-boulder/contracts/factories$': '<rootDir>/contracts/src/factories.ts',
};

// ESM-only packages that jest (CommonJS) must transform.
const esmPackages = ['marked'];

export default {
  // The API's tests use a real database and SMTP, and `eventually` waits up to 15 s for a
  // worker, so a test may too (jest reads this only here, not per project).
  testTimeout: 30_000,
  // A test that fails part-way may leave a server or timer behind: the run still ends, with its
  // failures and jest's note of the open handles, instead of waiting for CI's time limit.
  forceExit: true,
  projects: [
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api', '<rootDir>/contracts'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(m?[tj]s|[tj]sx)$': swc },
      globalSetup: '<rootDir>/test-support/jest-global-setup.mjs',
      globalTeardown: '<rootDir>/test-support/jest-global-teardown.mjs',
      moduleNameMapper: contracts,
    },
    {
      displayName: 'ui',
      testEnvironment: '<rootDir>/test-support/jsdom-environment.mjs',
      roots: [
        '<rootDir>/shared-ui',
        '<rootDir>/server-kit',
        '<rootDir>/shell',
        '<rootDir>/public-site',
        '<rootDir>/admin-app',
      ],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(m?[tj]s|[tj]sx)$': swc },
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
      setupFilesAfterEnv: ['<rootDir>/test-support/jest-dom-setup.ts'],
      moduleNameMapper: {
        ...contracts,
        '\\.(svg|png|jpe?g)$': '<rootDir>/test-support/file-stub.js',
      },
    },
  ],
};
