// Standalone development entry; the composed site loads this remote through remoteEntry.js instead.
import('./bootstrap');
