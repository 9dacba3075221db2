// An async boundary, so Module Federation can negotiate the shared libraries before the app runs.
import('./bootstrap');
