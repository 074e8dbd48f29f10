import './styles.css';
import { boot } from './shell/boot';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void boot(container);
