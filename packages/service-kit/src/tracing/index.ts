export * from './trace-context';
export * from './tracer';
