export { AccessGate, type AccessGateProps } from './AccessGate';
