export { AppBar, AppBarSignIn, type AppBarProps, type AppBarSignInProps } from './AppBar';
export { AppBarNav, type AppBarNavItem, type AppBarNavProps } from './AppBarNav';
export { BrandMark, type BrandMarkProps } from './BrandMark';
