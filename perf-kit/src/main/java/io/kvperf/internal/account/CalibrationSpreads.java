package io.kvperf.internal.account;

/**
 * A baseline's calibration of one figure, as its account reports it.
 *
 * @param sigmaRaw the spread of the raw figure between forks, natural log
 * @param sigmaPlainRatio the spread of the plain ratio to the reference, natural log
 * @param beta how the engine follows the reference (the machine's speed)
 * @param sigmaFork the spread of a fork's score about its run's mean, natural log
 * @param sigmaRun the spread of the runs' means, natural log
 * @param forks the forks the calibration was measured from
 * @param runs the runs at different times they came from
 */
public record CalibrationSpreads(
    double sigmaRaw,
    double sigmaPlainRatio,
    double beta,
    double sigmaFork,
    double sigmaRun,
    int forks,
    int runs) {}
