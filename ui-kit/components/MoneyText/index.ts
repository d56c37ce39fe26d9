export { MoneyText, type MoneyTextProps, splitFigure } from './MoneyText';
