/** An engine of this project's own, a sorted map behind one lock, and its kvperf contracts. */
package com.example.kv;
