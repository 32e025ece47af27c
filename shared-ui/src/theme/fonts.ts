// Self-hosted fonts (no external font requests), only the weights the theme uses and the latin
// subset; the @fontsource CSS declares font-display: swap so text shows at once.
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-600.css';
import '@fontsource/lora/latin-600.css';
