export { Card, type CardProps } from './Card';
export { CardHeader, type CardHeaderProps } from './CardHeader';
export { CardBody, type CardBodyProps } from './CardBody';
export { CardFooter, type CardFooterProps } from './CardFooter';
