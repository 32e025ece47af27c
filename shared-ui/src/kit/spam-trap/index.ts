export * from './spam-trap';
