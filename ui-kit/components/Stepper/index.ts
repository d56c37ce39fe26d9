export { Stepper, type StepperProps, type StepperStep } from './Stepper';
