export { UserMenu, type UserMenuEntry, type UserMenuLink, type UserMenuProps, type UserMenuSlot } from './UserMenu';
