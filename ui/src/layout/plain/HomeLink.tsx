import { Link } from 'react-router-dom';
import { Heading } from '../Heading.tsx';

/** The top bar's "FTR" heading, a link to Home: the plain frame's and the shell's top bars. */
export const HomeLink = () => (
  <Link to="/" aria-label="FTR home">
    <Heading level={4}>FTR</Heading>
  </Link>
);
