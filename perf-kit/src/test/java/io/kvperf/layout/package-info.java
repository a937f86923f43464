/** Tests of the source layout: the package graph and the size of the rooms. */
package io.kvperf.layout;
