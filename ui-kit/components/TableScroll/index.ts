export { TableScroll } from './TableScroll';
