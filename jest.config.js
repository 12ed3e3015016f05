/** One jest run, three kinds of test: unit (node), web (jsdom) and integration (real Postgres, NATS, S3). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const moduleNameMapper = {
  '^@confdir/contracts$': '<rootDir>/packages/contracts/src',
  '^@confdir/contracts/web$': '<rootDir>/packages/contracts/src/web.ts',
  '^@confdir/service-kit$': '<rootDir>/packages/service-kit/src',
  '^@confdir/service-kit/dist/(.*)$': '<rootDir>/packages/service-kit/src/$1',
};

module.exports = {
  projects: [
    {
      displayName: 'unit',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{packages,services,gateway,scripts}/**/*.spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper,
    },
    {
      displayName: 'web',
      rootDir: __dirname,
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/web/src/**/*.spec.{ts,tsx}'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      // A `?url` import (an asset Vite hashes) is a URL string in a test.
      moduleNameMapper: { '\\?url$': '<rootDir>/web/src/testing/file-url.ts', '^@/(.*)$': '<rootDir>/web/src/$1', '^@confdir/contracts/web$': '<rootDir>/packages/contracts/src/web.ts' },
      setupFilesAfterEnv: ['<rootDir>/web/src/testing/setup-tests.ts'],
    },
    {
      displayName: 'integration',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{gateway,services/*}/test/**/*.e2e-spec.ts', '<rootDir>/scripts/test/**/*.e2e-spec.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper,
      // The OTLP exporter loads node:http with import(), which jest's CommonJS sandbox refuses; compiled,
      // it is a require (Node itself runs the package as published).
      transformIgnorePatterns: ['/node_modules/(?!@opentelemetry/otlp-exporter-base/)'],
      setupFiles: ['<rootDir>/testing/integration-env.ts'],
      slowTestThreshold: 20,
    },
  ],
};
