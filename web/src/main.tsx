import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installErrorLog } from './app/error-log-store';
import './app/global.css';

installErrorLog();
const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
