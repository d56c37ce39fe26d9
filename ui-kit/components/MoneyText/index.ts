export { MoneyText, type MoneyTextProps } from './MoneyText';
