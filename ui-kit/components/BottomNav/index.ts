export { BottomNav, formatBadge, type BottomNavItem, type BottomNavProps } from './BottomNav';
