import { Link } from 'react-router-dom';

export const Footer = () => (
  <footer className="footer">
    <nav aria-label="Footer">
      <Link to="/about">About</Link>
      <Link to="/contact">Contact</Link>
      <Link to="/support">Support</Link>
      <Link to="/terms">Terms &amp; Conditions</Link>
    </nav>
    <p>© {new Date().getFullYear()} ElimuHub. All rights reserved.</p>
  </footer>
);
