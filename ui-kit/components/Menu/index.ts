export { Menu, type MenuEntry, type MenuItem, type MenuProps } from './Menu';
