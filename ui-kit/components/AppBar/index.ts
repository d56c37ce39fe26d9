export { AppBar, type AppBarNavItem, type AppBarProps } from './AppBar';
