export { SummaryCard, type SummaryCardPrice, type SummaryCardProps } from './SummaryCard';
