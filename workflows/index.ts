export { generateReport } from './report.ts';
