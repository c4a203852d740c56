/** What other parts of the web may use of the circles: the class circle tab and whether it is switched on. */
export { useClassCircleSwitch } from './useClassCircleSwitch';
